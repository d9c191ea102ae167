import {
  returnApproveBody,
  returnChangeAnswer,
  returnIdParams,
  returnQueuePage,
  returnQueueQuery,
  returnReceiveBody,
  returnRefundBody,
  returnRejectBody,
} from '../admin-returns.ts';
import { schemaTable } from '../endpoint.ts';
import { adminReturnEndpoints } from './admin-returns.ts';

export const adminReturnSchemas = schemaTable(adminReturnEndpoints, {
  adminListReturns: { query: returnQueueQuery, response: returnQueuePage },
  adminApproveReturn: { params: returnIdParams, body: returnApproveBody, response: returnChangeAnswer },
  adminRejectReturn: { params: returnIdParams, body: returnRejectBody, response: returnChangeAnswer },
  adminReceiveReturn: { params: returnIdParams, body: returnReceiveBody, response: returnChangeAnswer },
  adminRefundReturn: { params: returnIdParams, body: returnRefundBody, response: returnChangeAnswer },
});
